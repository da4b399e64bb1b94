import { useId } from 'react';
import type { ApiReferenceOperation } from '../../../domain/app/apiReference';
import { ANSWERS_TITLE, NO_BODY, PARAMETERS_TITLE, PROBLEMS_TITLE, REQUEST_TITLE, securityLine } from './apiReference.texts';
import { AnswerSchema } from './AnswerSchema';
import { ParameterList } from './ParameterList';
import { SchemaView } from './SchemaView';

/** One operation of the API: method and path, what it does, its parameters, its request, its answers and its refusals' codes. */
export function OperationCard({ operation }: { readonly operation: ApiReferenceOperation }) {
  const headingId = useId();
  return (
    <article className="api-operation" aria-labelledby={headingId}>
      <h2 id={headingId} className="api-operation-title">
        <span className={`api-method api-method-${operation.method.toLowerCase()}`}>{operation.method}</span> <code>{operation.path}</code>
      </h2>
      <p>{operation.summary}</p>
      {operation.security !== undefined && operation.security.length > 0 ? <p className="api-security">{securityLine(operation.security)}</p> : null}
      {operation.parameters.length > 0 ? (
        <>
          <h3>{PARAMETERS_TITLE}</h3>
          <ParameterList parameters={operation.parameters} />
        </>
      ) : null}
      {operation.request !== null ? (
        <>
          <h3>{REQUEST_TITLE}</h3>
          <SchemaView schema={operation.request} />
        </>
      ) : null}
      <h3>{ANSWERS_TITLE}</h3>
      <dl className="api-answers">
        {operation.answers.map((answer) => (
          <div key={answer.status}>
            <dt>
              {answer.status} {answer.mediaType ?? ''}
            </dt>
            <dd>
              <p>{answer.description}</p>
              {answer.schema !== null ? <AnswerSchema schema={answer.schema} /> : <p className="api-schema-type">{NO_BODY}</p>}
            </dd>
          </div>
        ))}
      </dl>
      {operation.problems.length > 0 ? (
        <>
          <h3>{PROBLEMS_TITLE}</h3>
          <dl className="api-problems">
            {operation.problems.map((problem) => (
              <div key={problem.status}>
                <dt>{problem.status}</dt>
                <dd>
                  {problem.codes.map((code) => (
                    <code key={code} className="api-code">
                      {code}
                    </code>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </article>
  );
}
