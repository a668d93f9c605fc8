/** The four kinds of product a demo school's content names (product types 1 to 4). */
export type Kind = 'course' | 'test' | 'series' | 'bundle';
