/**
 * Text that someone typed (a customer's name or message, a note, a colleague's name): shown in its
 * own direction whatever the admin's language, so "الشقة 14B" stays in order in the English admin
 * and "AC not cooling in room 3" in the Arabic one. Inline it is a <bdi>; a block (a message, a
 * note) is a paragraph whose direction is that of its first letter, its line breaks kept.
 */
export function UserText({ children, block = false }: { children: string; block?: boolean }) {
  if (block) {
    return (
      <p dir="auto" className="user-text-block">
        {children}
      </p>
    );
  }
  return <bdi>{children}</bdi>;
}
