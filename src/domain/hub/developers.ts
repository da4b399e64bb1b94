/** Whether a developer takes new work (spec section 3). */
export type DeveloperAvailability = 'Available' | 'Busy' | 'Unavailable';

export const DEVELOPER_AVAILABILITIES: readonly DeveloperAvailability[] = ['Available', 'Busy', 'Unavailable'];

/** A developer's public profile (static sample data; fields of spec section 3). */
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

export const DEVELOPERS: readonly DeveloperProfile[] = [
  {
    name: 'Alice Chen',
    username: 'alicechen',
    title: 'Smart contract engineer',
    experience: '8 years',
    hourlyRate: 0.05,
    availability: 'Available',
    skills: ['sCrypt', 'Bitcoin Script', 'TypeScript', 'Rust'],
    rating: 4.9,
    completedProjects: 47,
    languages: ['English', 'Mandarin'],
    timezone: 'UTC+8',
    responseTime: 'within 1 hour',
    portfolio: 'https://alicechen.example.com',
    contact: 'alice@example.com',
  },
  {
    name: 'Marcus Johnson',
    username: 'mjohnson',
    title: 'Full-stack BSV developer',
    experience: '6 years',
    hourlyRate: 0.035,
    availability: 'Busy',
    skills: ['React', 'Node.js', 'TypeScript', 'HandCash Connect'],
    rating: 4.7,
    completedProjects: 32,
    languages: ['English'],
    timezone: 'UTC-5',
    responseTime: 'within 4 hours',
    portfolio: 'https://marcusjohnson.example.com',
    contact: 'marcus@example.com',
  },
  {
    name: 'Sofia Rodriguez',
    username: 'sofiarodriguez',
    title: 'Wallet and payments specialist',
    experience: '5 years',
    hourlyRate: 0.04,
    availability: 'Unavailable',
    skills: ['Go', 'Rust', 'Bitcoin Script', 'Payments'],
    rating: 4.8,
    completedProjects: 28,
    languages: ['English', 'Spanish'],
    timezone: 'UTC+1',
    responseTime: 'within 24 hours',
    portfolio: 'https://sofiarodriguez.example.com',
    contact: 'sofia@example.com',
  },
];

/** Every skill of these developers once, sorted case-insensitively: the skill filter's options. */
export function skillsOf(developers: readonly DeveloperProfile[]): readonly string[] {
  const skills = new Map<string, string>();
  for (const skill of developers.flatMap((developer) => developer.skills)) {
    if (!skills.has(skill.toLowerCase())) skills.set(skill.toLowerCase(), skill);
  }
  return [...skills.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, skill]) => skill);
}

export const DEVELOPER_SKILLS: readonly string[] = skillsOf(DEVELOPERS);
