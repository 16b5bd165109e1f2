import { Link } from 'react-router-dom';
import { groupPages, isPrintableUrl, nestAnchors, type NestedAnchor } from '../../content/navigation';
import type { PageMeta, SectionNav } from '../../content/types';
import './Sidebar.css';

function AnchorList({ anchors, url }: { anchors: NestedAnchor[]; url: string }) {
  return (
    <ul className="sidebar__anchors">
      {anchors.map((anchor) => (
        <li key={anchor.id}>
          <Link to={`${url}#${anchor.id}`}>{anchor.title}</Link>
          {anchor.children.length > 0 && <AnchorList anchors={anchor.children} url={url} />}
        </li>
      ))}
    </ul>
  );
}

function SidebarItem({ page, current }: { page: PageMeta; current: boolean }) {
  const anchors = nestAnchors(page.anchors);
  return (
    <li className={current ? 'sidebar__item sidebar__item--current' : 'sidebar__item'}>
      <Link to={page.url} aria-current={current ? 'page' : undefined}>
        {page.title}
      </Link>
      {current && anchors.length > 0 && <AnchorList anchors={anchors} url={page.url} />}
    </li>
  );
}

/** The pages of the current section, grouped, with the current page open to its anchors. */
export function Sidebar({ nav, currentUrl }: { nav: SectionNav; currentUrl: string }) {
  const pages = nav.pages.filter((page) => !isPrintableUrl(page.url));
  return (
    <nav className="sidebar" aria-label={`${nav.title} pages`}>
      {groupPages(pages).map(({ group, pages: groupMembers }) => (
        <div className="sidebar__group" key={group || 'ungrouped'}>
          {group && <h2 className="sidebar__group-title">{group}</h2>}
          <ul className="sidebar__list">
            {groupMembers.map((page) => (
              <SidebarItem key={page.url} page={page} current={page.url === currentUrl} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
