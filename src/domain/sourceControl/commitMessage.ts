import { err, ok, type Result } from '../shared/result';

/** A commit message is at most this many characters (after trimming). */
export const COMMIT_MESSAGE_MAX_LENGTH = 2000;

/** Why a commit message was refused; the view maps each code to words. */
export type CommitMessageError = 'empty' | 'too-long';

/** The message as committed (trimmed, lines without trailing spaces), or why it is refused. */
export function normalizeCommitMessage(typed: string): Result<string, CommitMessageError> {
  const message = typed
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  if (message === '') return err('empty');
  if (message.length > COMMIT_MESSAGE_MAX_LENGTH) return err('too-long');
  return ok(message);
}

/** The first line of a message: what the log shows. */
export const commitSummary = (message: string): string => message.split('\n', 1)[0] ?? '';
