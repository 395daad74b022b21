import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';

/**
 * Where a step goes after a successful save: the next step, or back to Preview when the applicant came from
 * one of Preview's change links (issue 6).
 */
export function useAfterSave(): (next: string, uniqueId: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toPreview = params.get('returnTo') === 'preview';
  return useCallback((next: string, uniqueId: string) => navigate(toPreview ? ROUTES.preview(uniqueId) : next), [navigate, toPreview]);
}
