/**
 * Shapes of the region data files. A name is either one string (the same in every
 * language, as most place names are) or [English, Chinese, Japanese].
 */
export type Names = string | readonly [en: string, zh: string, ja: string];

/** [subdivision code, name, cities] */
export type StateData = readonly [code: string, name: Names, cities: readonly Names[]];

/** [ISO 3166-1 alpha-2 code, name, states/provinces/regions] */
export type CountryData = readonly [code: string, name: Names, states: readonly StateData[]];

export const namesOf = (names: Names) => (typeof names === 'string' ? { en: names, zh: names, ja: names } : { en: names[0], zh: names[1], ja: names[2] });
