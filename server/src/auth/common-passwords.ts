/**
 * Passwords of 12 or more characters that appear near the top of public breach lists, plus
 * keyboard walks and local favourites. A password equal to one of these (ignoring case) is refused.
 * The list is data shipped with the code; extend it freely.
 */
export const COMMON_PASSWORDS: readonly string[] = `
123456789012 1234567890123 12345678901234 123456789123 1234567890qwerty 123123123123 111111111111
000000000000 121212121212 123321123321 112233445566 987654321098 147258369147 741852963741
qwertyuiop12 qwertyuiop123 qwertyuiopasdf qwertyuiopasdfghjkl qwerty123456 qwerty12345678
1qaz2wsx3edc 1qaz2wsx3edc4rfv zaq12wsxcde3 zxcvbnm12345 asdfghjkl123 asdfghjkl;' qazwsxedcrfv
password1234 password12345 password123456 passw0rd1234 p@ssw0rd1234 p@ssword1234 password!234
passwordpassword mypassword123 mypassword1234 thisismypassword letmein12345 letmeinplease
administrator admin1234567 admin12345678 administrator1 administrator123 adminadmin123 admin@123456
welcome12345 welcome123456 welcomewelcome iloveyou1234 iloveyou12345 sunshine1234 princess1234
football1234 baseball1234 superman1234 batman123456 starwars1234 dragon123456 monkey123456
changeme1234 changemenow! default12345 default123456 secret123456 trustno1trustno1 abcdefghijkl
abc123456789 abcd12345678 abcdef123456 aa123456789a q1w2e3r4t5y6 1q2w3e4r5t6y 1q2w3e4r5t6y7u8i
correcthorsebatterystaple
saudiarabia1 saudiarabia123 ksa123456789 riyadh123456 jeddah123456 madinah12345 medina123456
makkah123456 alhamdulillah bismillah123 bismillah1234 mashallah123 subhanallah1 allahuakbar1
muhammad1234 mohammed1234 mohammad1234 abdullah1234 abdulrahman1 000000000001 0500000000
0555555555 0505050505 0501234567 966500000000 admin@madinah admin@medina
`
  .split(/\s+/)
  .filter((p) => p.length > 0)
  .concat(['correct horse battery staple', 'i love you so much', 'the quick brown fox']);

const set = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return set.has(password.trim().toLowerCase());
}
