// The bench starts the real server the same way the API's process tests do.
export {
  REPO_ROOT,
  signInOverHttp,
  startServer,
  type HttpSession,
  type RunningServer,
} from '../apps/api/src/testing/spawned-server';
