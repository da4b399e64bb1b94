import { postingsLoadFailure } from './hub.texts';
import { LOAD_MORE_LABEL, LOADING_MORE_LABEL } from './loadMore.texts';

/** Under a list with more pages: asks for the next one; says when it is loading, or that the last try failed. */
export function LoadMoreButton({
  onClick,
  loading = false,
  failed = false,
  what = '',
}: {
  readonly onClick: () => void;
  readonly loading?: boolean;
  /** Whether the last page asked for did not come (`what` names the list in the message). */
  readonly failed?: boolean;
  readonly what?: string;
}) {
  return (
    <div className="load-more">
      {failed && !loading ? <p role="alert">{postingsLoadFailure(what)}</p> : null}
      <button type="button" className="button-primary" onClick={onClick} disabled={loading}>
        {loading ? LOADING_MORE_LABEL : LOAD_MORE_LABEL}
      </button>
    </div>
  );
}
