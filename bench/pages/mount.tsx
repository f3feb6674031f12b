// Every contender is mounted the same way: one labelled field in a React root, default country US.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function mount(field: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <main style={{ padding: 16, maxWidth: 480 }}>
        <h1 style={{ font: '600 18px system-ui' }}>Phone</h1>
        {field}
      </main>
    </StrictMode>,
  );
}
