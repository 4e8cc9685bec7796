import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@/components/ui/NotFound';
import { AuthDialog, type AuthMode } from './AuthDialog';
import { CommunityHome } from './CommunityHome';
import { ThreadView } from './ThreadView';

/** /community/*: the discussion list and threads, sharing one sign-in dialog. */
export function CommunityRoutes() {
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  return (
    <>
      <Routes>
        <Route index element={<CommunityHome onAuth={setAuthMode} />} />
        <Route path=":postId" element={<ThreadView onAuth={setAuthMode} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <AuthDialog mode={authMode} onClose={() => setAuthMode(null)} onModeChange={setAuthMode} />
    </>
  );
}
