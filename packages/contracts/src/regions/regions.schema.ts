import { z } from 'zod';

/** A region: a country, a state/province/region, or a city. Names answer in the request language where they differ. */
export interface RegionNode {
  regionId: number;
  name: string;
  /** ISO 3166 code for countries (US) and subdivision code for states (CA); absent for cities. */
  code?: string;
  children: RegionNode[];
}
export const RegionNode: z.ZodType<RegionNode, RegionNode> = z.lazy(() =>
  z.object({
    regionId: z.number().int(),
    name: z.string(),
    code: z.string().optional(),
    children: z.array(RegionNode),
  }),
).meta({ id: 'RegionNode' });

export const RegionTree = z.array(RegionNode);
export type RegionTree = z.infer<typeof RegionTree>;
