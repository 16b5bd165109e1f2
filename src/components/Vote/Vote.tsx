import { PageHead } from '../PageHead/PageHead';

/** The vote page's prerendered shell; the voting app itself loads in the browser. */
export function Vote() {
  return (
    <div className="page" id="main-content">
      <PageHead title="Vote" url="/vote/" />
      <h1 className="page__title">Vote</h1>
      <p>Vote on the documentation topics you want us to write or improve next.</p>
    </div>
  );
}
