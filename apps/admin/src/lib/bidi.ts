/**
 * Text someone typed, isolated in its own direction inside a sentence made of text (a toast, an
 * audit line): Unicode's FSI … PDI, what <bdi> is in markup.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;
