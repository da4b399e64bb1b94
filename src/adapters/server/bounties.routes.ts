import { Hono } from 'hono';
import type { BoardProject, BountyBoard } from '../../application/repositories/bountyBoard';
import type { BountyQuery } from '../../domain/repositories/bountyQuery';
import { BountiesQuery } from '../wire/repositories.schema';
import { problem } from './apiAnswers';
import { parseQuery } from './requestValidation';
import { PAGE_LIMIT_DEFAULT } from '../../ports/listPage';

const projectView = ({ id, fullName, maintainers, operator, totals }: BoardProject) => ({ id, fullName, maintainers: [...maintainers], operator, totals });

const decodeCursor = (cursor: string): string => Buffer.from(cursor, 'base64url').toString('utf8');
const encodeCursor = (key: string): string => Buffer.from(key, 'utf8').toString('base64url');

/**
 * The bounty board: `GET /bounties` a page of the contracts of every repository (the operator's and the connected
 * ones), filtered (`repository`, `minReward`, `maxReward`, `label`, `status`, `funded`), sorted (`sort`) and paged
 * (`limit`, `cursor`; a cursor whose contract left the selection is 400 `invalid-cursor`). `GET /projects` the
 * repositories and their totals; `GET /projects/:owner/:name` one with all its contracts (404 `project-not-found`).
 */
export function bountiesRoutes(board: BountyBoard): { bounties: Hono; projects: Hono } {
  const bounties = new Hono();
  bounties.get('/', async (c) => {
    const parsed = parseQuery(c, BountiesQuery);
    if (!parsed.ok) return parsed.answer;
    const asked = parsed.value;
    const query: BountyQuery = {
      sort: asked.sort ?? 'reward',
      ...(asked.repository === undefined ? {} : { repository: asked.repository }),
      ...(asked.minReward === undefined ? {} : { minReward: Number(asked.minReward) }),
      ...(asked.maxReward === undefined ? {} : { maxReward: Number(asked.maxReward) }),
      ...(asked.label === undefined ? {} : { label: asked.label }),
      ...(asked.status === undefined ? {} : { status: asked.status }),
      ...(asked.funded === 'true' ? { fundedOnly: true } : {}),
    };
    const limit = asked.limit === undefined ? PAGE_LIMIT_DEFAULT : Number(asked.limit);
    const page = await board.page(query, asked.cursor === undefined ? null : decodeCursor(asked.cursor), limit);
    if (page === 'not-listed') return problem(c, 400, 'invalid-cursor', { field: 'cursor' });
    const next = page.next === null ? null : encodeCursor(page.next);
    c.header('Cache-Control', 'no-cache');
    if (next !== null) {
      const link = new URL(c.req.url);
      link.searchParams.set('cursor', next);
      c.header('Link', `<${link.pathname}${link.search}>; rel="next"`);
    }
    return c.json({ success: true, bounties: page.listings, next });
  });
  const projects = new Hono();
  projects.get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true, projects: (await board.projects()).map(projectView) });
  });
  projects.get('/:owner/:name', async (c) => {
    const fullName = `${c.req.param('owner')}/${c.req.param('name')}`;
    const project = (await board.projects()).find((one) => one.fullName.toLowerCase() === fullName.toLowerCase());
    const repository = project === undefined ? null : await board.project(fullName);
    if (project === undefined || repository === null) return problem(c, 404, 'project-not-found');
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true, project: projectView(project), bounties: repository.listings });
  });
  return { bounties, projects };
}
