import type { ApiReferenceParameter } from '../../../domain/app/apiReference';
import { OPTIONAL_LABEL, parameterPlace, REQUIRED_LABEL } from './apiReference.texts';
import { limitsOf, typeOf } from './schemaSummary';

/** An operation's path and query parameters: name, where it goes, type and limits, required or not, what it is. */
export function ParameterList({ parameters }: { readonly parameters: readonly ApiReferenceParameter[] }) {
  return (
    <ul className="api-schema">
      {parameters.map((parameter) => (
        <li key={`${parameter.place} ${parameter.name}`}>
          <code className="api-member">{parameter.name}</code>{' '}
          <span className="api-schema-type">{[parameterPlace(parameter.place), typeOf(parameter.schema), ...limitsOf(parameter.schema)].join(' · ')}</span>{' '}
          <span className="api-required">{parameter.required ? REQUIRED_LABEL : OPTIONAL_LABEL}</span>
          {parameter.description !== null ? <p className="api-parameter-description">{parameter.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
