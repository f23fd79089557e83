import { useEffect, useState } from 'react';
import { BuildPage } from './pages/build.tsx';
import { HomePage } from './pages/home.tsx';
import { JoinPage } from './pages/join.tsx';
import { LabPage } from './pages/lab.tsx';
import { TablePage } from './pages/table.tsx';

/** Navigates without a reload; pages read the path and hash. */
export function go(path: string): void {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

function useLocation(): string {
  const [where, setWhere] = useState(location.pathname + location.hash);
  useEffect(() => {
    const update = () => setWhere(location.pathname + location.hash);
    addEventListener('popstate', update);
    addEventListener('hashchange', update);
    return () => {
      removeEventListener('popstate', update);
      removeEventListener('hashchange', update);
    };
  }, []);
  return where;
}

/** An in-app link: navigates without a reload, still a real link for new tabs and screen readers. */
export function Link({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) {
  const onClick = (e: React.MouseEvent) => {
    e.preventDefault();
    go(to);
  };
  return <a href={to} onClick={onClick} {...(className ? { className } : {})}>{children}</a>;
}

export function hashParam(name: string): string | null {
  return new URLSearchParams(location.hash.slice(1)).get(name);
}

export function App() {
  const where = useLocation();
  const path = where.split('#')[0] ?? '/';
  const table = /^\/table\/([A-Za-z0-9]+)/.exec(path);
  const build = /^\/build\/([a-z0-9-]+)/.exec(path);
  let page;
  if (table) page = <TablePage key={where} tableId={table[1]!} token={hashParam('token') ?? ''} />;
  else if (build) page = <BuildPage key={path} systemId={build[1]!} tableId={hashParam('table')} token={hashParam('token')} />;
  else if (path.startsWith('/join')) page = <JoinPage invite={hashParam('invite') ?? ''} />;
  else if (path.startsWith('/lab')) page = <LabPage />;
  else page = <HomePage />;
  return (
    <>
      <a href="#main" className="skip">Skip to the page</a>
      <header className="top">
        <Link to="/" className="brand">Arbiter</Link>
        <nav aria-label="main">
          <Link to="/">Tables</Link>
          <Link to="/lab">Balance lab</Link>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>{page}</main>
    </>
  );
}
