import type { SchemaShape } from '../../../domain/app/apiReference';
import { OPTIONAL_LABEL, REQUIRED_LABEL } from './apiReference.texts';
import { limitsOf, membersOf, nestedObjectOf, typeOf } from './schemaSummary';

/** A schema as a list of its members (name, type, required, limits), objects inside shown nested. */
export function SchemaView({ schema }: { readonly schema: SchemaShape }) {
  const object = nestedObjectOf(schema);
  if (object === null) return <p className="api-schema-type">{[typeOf(schema), ...limitsOf(schema)].join(' · ')}</p>;
  return (
    <>
      {object !== schema ? <p className="api-schema-type">{typeOf(schema)}</p> : null}
      <ul className="api-schema">
        {membersOf(object).map((member) => (
          <li key={member.name}>
            <code className="api-member">{member.name}</code>{' '}
            <span className="api-schema-type">{[typeOf(member.schema), ...limitsOf(member.schema)].join(' · ')}</span>{' '}
            <span className="api-required">{member.required ? REQUIRED_LABEL : OPTIONAL_LABEL}</span>
            {nestedObjectOf(member.schema) !== null ? <SchemaView schema={nestedObjectOf(member.schema) as SchemaShape} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
