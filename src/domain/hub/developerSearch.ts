import { DEVELOPER_AVAILABILITIES, type DeveloperAvailability, type DeveloperProfile } from './developers';

/** The option of a filter that keeps everything. */
export const ANY = 'all';

/** What the Find Developers page filters by. */
export interface DeveloperCriteria {
  /** Matched case-insensitively against name, username, title and skills; blank matches everyone. */
  readonly query: string;
  /** One skill (any case), or `all`. */
  readonly skill: string;
  readonly availability: DeveloperAvailability | typeof ANY;
}

/** The availability filter a select's value stands for: one availability, or `all` for anything else. */
export const toAvailabilityFilter = (value: string): DeveloperCriteria['availability'] =>
  DEVELOPER_AVAILABILITIES.find((availability) => availability === value) ?? ANY;

export const NO_DEVELOPER_CRITERIA: DeveloperCriteria = { query: '', skill: ANY, availability: ANY };

const matchesQuery = (developer: DeveloperProfile, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [developer.name, developer.username, developer.title, ...developer.skills].some((text) =>
    text.toLowerCase().includes(needle),
  );
};

const hasSkill = (developer: DeveloperProfile, skill: string): boolean =>
  skill === ANY || developer.skills.some((own) => own.toLowerCase() === skill.toLowerCase());

/** The developers that meet every criterion, in their original order. */
export function filterDevelopers(developers: readonly DeveloperProfile[], criteria: DeveloperCriteria): readonly DeveloperProfile[] {
  return developers.filter(
    (developer) =>
      matchesQuery(developer, criteria.query) &&
      hasSkill(developer, criteria.skill) &&
      (criteria.availability === ANY || developer.availability === criteria.availability),
  );
}
