import { Link } from 'react-router-dom';
import type { LoadedPage } from '../../content/page-store';
import { siblings } from '../../content/navigation';
import { EDIT_BASE } from '../../site';
import { PageHead } from '../PageHead/PageHead';
import { Sidebar } from '../Sidebar/Sidebar';
import { MdxLink } from '../MdxLink/MdxLink';
import './Page.css';

/** A content page: its section's sidebar, the article, and the links around it. */
export function Page({ page }: { page: LoadedPage }) {
  const { nav, meta, Content } = page;
  const { previous, next } = siblings(nav, meta.url);
  const inSection = nav.section !== '';
  return (
    <div className={inSection ? 'docs docs--with-sidebar' : 'docs'}>
      <PageHead title={meta.title} url={meta.url} description={meta.description} isRoot={meta.url === '/'} />
      {inSection && <Sidebar nav={nav} currentUrl={meta.url} />}
      <article className="page" id="main-content">
        <h1 className="page__title">{meta.title}</h1>
        {meta.date && <p className="page__date">{meta.date}</p>}
        <div className="page__body">
          <Content />
        </div>
        {meta.related && meta.related.length > 0 && (
          <section className="page__related" aria-labelledby="further-reading">
            <h2 id="further-reading">Further Reading</h2>
            <ul>
              {meta.related.map((link) => (
                <li key={link.url}>
                  <MdxLink href={link.url}>{link.title}</MdxLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="page__links">
          <a href={meta.edit ?? `${EDIT_BASE}${meta.path}`} target="_blank" rel="noopener noreferrer">
            Edit this page
          </a>
          {meta.repo && (
            <a href={meta.repo} target="_blank" rel="noopener noreferrer">
              Jump to repository
            </a>
          )}
        </p>
        {(previous || next) && (
          <nav className="page__pager" aria-label="Previous and next pages">
            {previous ? (
              <Link className="page__previous" to={previous.url}>
                « Previous <span>{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next && (
              <Link className="page__next" to={next.url}>
                Next » <span>{next.title}</span>
              </Link>
            )}
          </nav>
        )}
      </article>
    </div>
  );
}
