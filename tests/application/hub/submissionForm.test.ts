import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SubmissionForm } from '../../../src/application/hub/submissionForm';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { SubmissionError } from '../../../src/ports/hubSubmissions.port';

type Field = 'name' | 'email';
type Errors = Partial<Record<Field, 'required'>>;
type Answer = Result<unknown, SubmissionError<Errors>>;

const EMPTY = { name: '', email: '' } as const;

/** A form whose submissions wait for the test to answer them. */
function formWithPendingAnswers() {
  const sent: Readonly<Record<Field, string>>[] = [];
  const answers: Subject<Answer>[] = [];
  const form = new SubmissionForm<Field, Errors>(EMPTY, (draft): Observable<Answer> => {
    sent.push(draft);
    const answer = new Subject<Answer>();
    answers.push(answer);
    return answer;
  });
  const answer = (result: Answer) => {
    answers.at(-1)?.next(result);
    answers.at(-1)?.complete();
  };
  return { form, sent, answer };
}

describe('SubmissionForm', () => {
  it('sends the draft once while submitting, then empties and reads succeeded until the next edit', () => {
    const { form, sent, answer } = formWithPendingAnswers();
    form.change('name', 'Ada');
    form.submit();
    form.submit();
    const submitting = form.state.status;
    answer(ok('accepted'));
    const succeeded = form.state;
    form.change('email', 'a');
    expect({ sent, submitting, succeeded, afterEdit: form.state.status }).toEqual({
      sent: [{ name: 'Ada', email: '' }],
      submitting: 'submitting',
      succeeded: { draft: EMPTY, fieldErrors: {}, status: 'succeeded', refusals: 0 },
      afterEdit: 'editing',
    });
  });

  it('keeps the typed draft with the field codes when fields are refused, counting refusals', () => {
    const { form, answer } = formWithPendingAnswers();
    form.change('name', 'Ada');
    form.submit();
    answer(err({ kind: 'invalid', fieldErrors: { email: 'required' } }));
    form.submit();
    answer(err({ kind: 'invalid', fieldErrors: { email: 'required' } }));
    expect(form.state).toEqual({ draft: { name: 'Ada', email: '' }, fieldErrors: { email: 'required' }, status: 'editing', refusals: 2 });
  });

  it('keeps the typed draft when the receiver is unavailable or wants a signed-in person', () => {
    const { form, answer } = formWithPendingAnswers();
    form.change('name', 'Ada');
    form.submit();
    answer(err({ kind: 'unavailable' }));
    const unavailable = form.state;
    form.submit();
    answer(err({ kind: 'not-signed-in' }));
    expect({ unavailable, notSignedIn: form.state }).toEqual({
      unavailable: { draft: { name: 'Ada', email: '' }, fieldErrors: {}, status: 'unavailable', refusals: 0 },
      notSignedIn: { draft: { name: 'Ada', email: '' }, fieldErrors: {}, status: 'not-signed-in', refusals: 0 },
    });
  });

  it('abandons a submission on cancel: a late answer changes nothing and the draft stays', () => {
    const { form, answer } = formWithPendingAnswers();
    form.change('name', 'Ada');
    form.submit();
    form.cancel();
    answer(ok('accepted'));
    expect(form.state).toEqual({ draft: { name: 'Ada', email: '' }, fieldErrors: {}, status: 'editing', refusals: 0 });
  });
});
