export type GuideLevel = 'Beginner' | 'Intermediate' | 'Advanced';

/** A guide of the guide catalog. */
export interface Guide {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly level: GuideLevel;
  readonly readingMinutes: number;
  readonly topics: readonly string[];
}
