import { FLOW_TYPES, type FlowTypeName } from '@wm/contracts';

/** Flow type codes in the spec's order, with the name their label is keyed by. */
export const FLOW_TYPE_OPTIONS = (Object.entries(FLOW_TYPES) as [FlowTypeName, number][]).map(([name, code]) => ({ name, code }));

/** The name of a flow type code (the ledger's records carry codes), or null for a code this client does not know. */
export function flowTypeName(code: number): FlowTypeName | null {
  return FLOW_TYPE_OPTIONS.find((option) => option.code === code)?.name ?? null;
}
