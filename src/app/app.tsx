import { CheckScreen } from '../features/check/check-screen';

export function App() {
  return <CheckScreen />;
}
