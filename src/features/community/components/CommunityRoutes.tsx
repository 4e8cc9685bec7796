import { Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@/components/ui/NotFound';
import type { AuthMode } from './AuthDialog';
import { CommunityHome } from './CommunityHome';
import { AuthDialog } from './parts';
import { ThreadView } from './ThreadView';

/** /community/*: the discussion list and threads, sharing one sign-in dialog. */
export function CommunityRoutes() {
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  // The dialog's code loads when it first opens; it then stays mounted, so it can fade out.
  const [wanted, setWanted] = useState(false);
  if (authMode !== null && !wanted) setWanted(true);
  return (
    <>
      <Routes>
        <Route index element={<CommunityHome onAuth={setAuthMode} />} />
        <Route path=":postId" element={<ThreadView onAuth={setAuthMode} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {wanted && (
        <Suspense fallback={null}>
          <AuthDialog mode={authMode} onClose={() => setAuthMode(null)} onModeChange={setAuthMode} />
        </Suspense>
      )}
    </>
  );
}
