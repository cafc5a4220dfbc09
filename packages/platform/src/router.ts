/**
 * The router of every app, one instance per page (a shared singleton: the shell's <BrowserRouter>
 * and the remotes' links and hooks must meet in one context).
 *
 * Why a module of our own instead of sharing react-router itself: a shared package is bundled whole,
 * and whole react-router 7 (data routers, framework mode, server rendering) is 65 KiB gzipped on every
 * page's path; what the apps use, tree-shaken here, is 14.5 KiB (issue [L] 4). An app imports the
 * router from here (a lint rule holds it); a name not exported yet is added here.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
