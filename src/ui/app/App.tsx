import type { Container } from 'inversify';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ContainerContext } from './containerContext';
import { createAppRouter } from './createAppRouter';

/** The whole app over a given container, with the browser's address bar as its router. */
export function App({ container }: { readonly container: Container }) {
  const [router] = useState(() => createAppRouter());
  return (
    <ContainerContext.Provider value={container}>
      <RouterProvider router={router} />
    </ContainerContext.Provider>
  );
}
