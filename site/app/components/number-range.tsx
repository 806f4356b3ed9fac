/**
 * Arabic text with a range of numbers ("2-4 ساعات"): each number is isolated, so the range reads from
 * its first number in right-to-left order ("2" on the right). Left alone, "2-4" is one left-to-right
 * run and an Arabic reader meets the 4 first.
 */
export function NumberRange({ text }: { text: string }) {
  return <>{text.split(/(\d+)/).map((part, index) => (index % 2 === 1 ? <bdi key={index}>{part}</bdi> : part))}</>;
}
