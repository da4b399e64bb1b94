import fc from 'fast-check';
import { DEVELOPER_AVAILABILITIES, type DeveloperProfile } from '../../../src/domain/hub/developers';
import { ANY, type DeveloperCriteria } from '../../../src/domain/hub/developerSearch';
import { TEMPLATE_CATEGORIES, type ProjectTemplate, type TemplateCategory } from '../../../src/domain/hub/templates';

const word = (chars: string, maxLength: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength }).map((letters) => letters.join(''));

/**
 * An absolute http(s) address: host, optional port, path, query and fragment. Built by hand because
 * `fc.webUrl` takes seconds to construct on a loaded machine.
 */
export const arbitraryHttpUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS'),
    fc.array(word('abcxyz0129-', 8), { minLength: 1, maxLength: 3 }),
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.array(word('abz09-._~%', 6), { maxLength: 3 }),
    fc.option(word('a=1&b', 8), { nil: undefined }),
    fc.option(word('top-1', 5), { nil: undefined }),
  )
  .map(([scheme, labels, port, path, query, fragment]) =>
    `${scheme}://${labels.join('.')}${port === undefined ? '' : `:${port}`}/${path.join('/')}` +
    `${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`,
  );

const SKILLS = ['sCrypt', 'Go', 'go', 'React', 'Rust', 'TypeScript'];

export const arbitraryDeveloper: fc.Arbitrary<DeveloperProfile> = fc.record({
  name: fc.string(),
  username: fc.string(),
  title: fc.string(),
  experience: fc.string(),
  hourlyRate: fc.double({ min: 0, max: 1, noNaN: true }),
  availability: fc.constantFrom(...DEVELOPER_AVAILABILITIES),
  skills: fc.array(fc.oneof(fc.constantFrom(...SKILLS), fc.string()), { maxLength: 4 }),
  rating: fc.double({ min: 0, max: 5, noNaN: true }),
  completedProjects: fc.nat(),
  languages: fc.array(fc.string(), { maxLength: 2 }),
  timezone: fc.string(),
  responseTime: fc.string(),
  portfolio: arbitraryHttpUrl,
  contact: fc.string(),
});

export const arbitraryCriteria: fc.Arbitrary<DeveloperCriteria> = fc.record({
  query: fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('', ' ', 'go', 'SCRYPT')),
  skill: fc.oneof(fc.constant(ANY), fc.constantFrom(...SKILLS), fc.string({ maxLength: 3 })),
  availability: fc.constantFrom(ANY, ...DEVELOPER_AVAILABILITIES),
});

export const arbitraryTemplate: fc.Arbitrary<ProjectTemplate> = fc.record({
  id: fc.string(),
  name: fc.string(),
  description: fc.string(),
  category: fc.constantFrom<TemplateCategory>(...TEMPLATE_CATEGORIES),
  difficulty: fc.constantFrom('Beginner', 'Intermediate', 'Advanced'),
  technologies: fc.array(fc.string(), { maxLength: 3 }),
});

/** Whether `part` is `whole` with some items left out, the rest in the same order (the same objects). */
export function isSubsequence<T>(part: readonly T[], whole: readonly T[]): boolean {
  let next = 0;
  for (const item of whole) if (next < part.length && part[next] === item) next += 1;
  return next === part.length;
}
