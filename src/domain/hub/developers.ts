/** Whether a developer takes new work (spec section 3). */
export type DeveloperAvailability = 'Available' | 'Busy' | 'Unavailable';

export const DEVELOPER_AVAILABILITIES: readonly DeveloperAvailability[] = ['Available', 'Busy', 'Unavailable'];

/** A developer's public profile (fields of spec section 3). */
export interface DeveloperProfile {
  readonly name: string;
  readonly username: string;
  readonly title: string;
  readonly experience: string;
  /** BSV per hour. */
  readonly hourlyRate: number;
  readonly availability: DeveloperAvailability;
  readonly skills: readonly string[];
  /** Out of 5. */
  readonly rating: number;
  readonly completedProjects: number;
  /** Spoken languages. */
  readonly languages: readonly string[];
  readonly timezone: string;
  readonly responseTime: string;
  readonly portfolio: string;
  readonly contact: string;
}

/** Every skill of these developers once, sorted case-insensitively: the skill filter's options. */
export function skillsOf(developers: readonly DeveloperProfile[]): readonly string[] {
  const skills = new Map<string, string>();
  for (const skill of developers.flatMap((developer) => developer.skills)) {
    if (!skills.has(skill.toLowerCase())) skills.set(skill.toLowerCase(), skill);
  }
  return [...skills.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, skill]) => skill);
}
