import { createContext } from 'react';

/** Adding, removing or moving a list's entry: antd's form does not report it as a change of values. */
export const ListChanged = createContext<() => void>(() => undefined);
