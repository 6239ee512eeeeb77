/**
 * A state machine as a table: for each state, the actions allowed in it and the state each
 * leads to. The one source of truth of a machine's rules: the server's conditional updates
 * (`... WHERE status IN (fromStates(table, action))`), the actions an API answers and the
 * buttons the web shows all derive from it.
 */
export type TransitionTable<S extends string | number = string | number, A extends string = string> = { readonly [K in S]: { readonly [X in A]?: S } };

type StateOf<T> = keyof T & (string | number);
type ActionOf<T> = { [K in keyof T]: keyof T[K] }[keyof T] & string;

/** Whether `action` is allowed in `state`. */
export function can<T extends TransitionTable<any, any>>(table: T, state: StateOf<T>, action: ActionOf<T>): boolean {
  const row = table[state] as Record<string, unknown> | undefined;
  return row !== undefined && Object.prototype.hasOwnProperty.call(row, action);
}

/** The state `action` leads to from `state`, or undefined when it is not allowed there. */
export function nextState<T extends TransitionTable<any, any>>(table: T, state: StateOf<T>, action: ActionOf<T>): StateOf<T> | undefined {
  return can(table, state, action) ? ((table[state] as Record<string, StateOf<T>>)[action] as StateOf<T>) : undefined;
}

/** Every state in which `action` is allowed (what a conditional update's WHERE lists). */
export function fromStates<T extends TransitionTable<any, any>>(table: T, action: ActionOf<T>): StateOf<T>[] {
  return (Object.keys(table) as string[])
    .filter((state) => Object.prototype.hasOwnProperty.call(table[state as StateOf<T>], action))
    // Object keys are strings: numeric states (purchase orders' 0-3) come back as numbers.
    .map((state) => (/^\d+$/.test(state) ? Number(state) : state) as StateOf<T>);
}

/** The actions allowed in `state`, in the table's order. */
export function actionsIn<T extends TransitionTable<any, any>>(table: T, state: StateOf<T>): ActionOf<T>[] {
  return Object.keys(table[state] ?? {}) as ActionOf<T>[];
}

/** Every action named anywhere in the table. */
export function allActions<T extends TransitionTable<any, any>>(table: T): ActionOf<T>[] {
  return [...new Set(Object.values(table).flatMap((row) => Object.keys(row as object)))] as ActionOf<T>[];
}
