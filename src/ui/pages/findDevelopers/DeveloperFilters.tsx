import { ANY, toAvailabilityFilter, type DeveloperCriteria } from '../../../domain/hub/developerSearch';
import { DEVELOPER_AVAILABILITIES, DEVELOPER_SKILLS } from '../../../domain/hub/developers';
import { DEVELOPER_FILTER_TEXTS as TEXTS } from '../../../domain/hub/findDevelopersTexts';

/** The search box, the skill filter and the availability filter. */
export function DeveloperFilters({
  criteria,
  onChange,
}: {
  readonly criteria: DeveloperCriteria;
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
          {DEVELOPER_SKILLS.map((skill) => (
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
