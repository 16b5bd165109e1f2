import type { LoadedPage } from '../../content/page-store';
import type { NavPage } from '../../shared/content/types';
import { PageHead } from '../PageHead/PageHead';
import { Sidebar } from '../Sidebar/Sidebar';
import { MdxLink } from '../MdxLink/MdxLink';
import { InlineTableOfContents, TableOfContents } from '../TableOfContents/TableOfContents';
import { PageActions, PageTools } from '../PageActions/PageActions';
import { ContributorsGrid } from '../ContributorsGrid/ContributorsGrid';
import { blogListView } from '../../routes/views';
import { useLoaded } from '../../routes/use-loaded';
import { PagePager } from '../PagePager/PagePager';
import { PageBody } from '../PageBody/PageBody';
import { BreakableName } from '../BreakableName/BreakableName';
import { PRINT_SITE_URL } from './print';
import './Page.css';

function FurtherReading({ links }: { links: { title: string; url: string }[] }) {
  return (
    <section className="page__related" aria-labelledby="further-reading">
      <h2 id="further-reading">Further Reading</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <MdxLink href={link.url}>{link.title}</MdxLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The blog's list of posts: its view is loaded with the blog's index page (see `ContentRoute`). */
function BlogPosts({ posts }: { posts: NavPage[] }) {
  const list = useLoaded(blogListView, '');
  if (list.status !== 'ready') return null;
  const List = list.value;
  return <List posts={posts} />;
}

/** A content page: its section's sidebar, the article with everything around it, the table of contents. */
export function Page({ page }: { page: LoadedPage }) {
  const { nav, meta, Content } = page;
  const inSection = nav.section !== '';
  const isBlogIndex = nav.section === 'blog' && meta.url === nav.url;
  const classes = ['docs', inSection && 'docs--with-sidebar', meta.anchors.length > 0 && 'docs--with-toc'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <PageHead title={meta.title} url={meta.url} description={meta.description} isRoot={meta.url === '/'} />
      {inSection && <Sidebar nav={nav} currentUrl={meta.url} />}
      <article className="page" id="main-content" style={PRINT_SITE_URL}>
        <h1 className="page__title">
          <BreakableName text={meta.title} />
        </h1>
        {meta.date && (
          <p className="page__date">
            <time dateTime={meta.date}>{meta.date}</time>
          </p>
        )}
        <PageTools meta={meta} />
        <InlineTableOfContents anchors={meta.anchors} />
        <PageBody Content={Content} />
        {isBlogIndex && <BlogPosts posts={nav.pages.filter((post) => post.date)} />}
        {meta.related && meta.related.length > 0 && <FurtherReading links={meta.related} />}
        <PageActions meta={meta} />
        <ContributorsGrid contributors={meta.contributors} />
        <PagePager nav={nav} url={meta.url} />
      </article>
      <TableOfContents anchors={meta.anchors} />
    </div>
  );
}
