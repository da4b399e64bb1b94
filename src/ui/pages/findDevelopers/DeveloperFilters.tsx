import { ANY, toAvailabilityFilter, type DeveloperCriteria } from '../../../domain/hub/developerSearch';
import { DEVELOPER_AVAILABILITIES } from '../../../domain/hub/developers';
import { DEVELOPER_FILTER_TEXTS as TEXTS } from './findDevelopers.texts';

/** The search box, the skill filter (over `skills`) and the availability filter. */
export function DeveloperFilters({
  criteria,
  skills,
  onChange,
}: {
  readonly criteria: DeveloperCriteria;
  readonly skills: readonly string[];
  readonly onChange: (criteria: DeveloperCriteria) => void;
}) {
  return (
    <div role="search" aria-label={TEXTS.region} className="toolbar filters">
      <div className="field filter-search">
        <label htmlFor="developer-search" className="field-label">{TEXTS.search}</label>
        <input
          id="developer-search"
          type="search"
          value={criteria.query}
          placeholder={TEXTS.searchPlaceholder}
          onChange={(event) => onChange({ ...criteria, query: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="developer-skill" className="field-label">{TEXTS.skill}</label>
        <select id="developer-skill" value={criteria.skill} onChange={(event) => onChange({ ...criteria, skill: event.target.value })}>
          <option value={ANY}>{TEXTS.anySkill}</option>
          {skills.map((skill) => (
            <option key={skill} value={skill}>{skill}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="developer-availability" className="field-label">{TEXTS.availability}</label>
        <select
          id="developer-availability"
          value={criteria.availability}
          onChange={(event) => onChange({ ...criteria, availability: toAvailabilityFilter(event.target.value) })}
        >
          <option value={ANY}>{TEXTS.anyAvailability}</option>
          {DEVELOPER_AVAILABILITIES.map((availability) => (
            <option key={availability} value={availability}>{availability}</option>
          ))}
        </select>
      </div>
    </div>
  );
}
