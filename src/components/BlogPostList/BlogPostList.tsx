import { Link } from 'react-router-dom';
import type { NavPage } from '../../shared/content/types';
import './BlogPostList.css';

/** The blog's posts, newest first, each with its date and the opening of its text. */
export function BlogPostList({ posts }: { posts: NavPage[] }) {
  const sorted = [...posts].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return (
    <ul className="blog-posts">
      {sorted.map((post) => (
        <li key={post.url}>
          <h2>
            <Link to={post.url}>{post.title}</Link>
          </h2>
          <time dateTime={post.date}>{post.date}</time>
          {post.teaser && <p>{post.teaser}</p>}
        </li>
      ))}
    </ul>
  );
}
