import { useLocation, useNavigate } from './router';
import { PATHS } from './paths';

/** Goes back in history, or home when this page was the first one opened. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(PATHS.root, { replace: true });
    else void navigate(-1);
  };
}
