/** The shape every language's texts have (plural forms that only Arabic has are left out). */
export type TextShape<T> = {
  [K in keyof T as K extends ArabicOnlyPlural ? never : K]: T[K] extends string ? string : TextShape<T[K]>;
};
type ArabicOnlyPlural = `${string}_${'zero' | 'two' | 'few' | 'many'}`;
