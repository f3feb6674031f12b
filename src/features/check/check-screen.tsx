import { PhoneInput } from '../../components/phone-input';

export function CheckScreen() {
  return (
    <main className="tf-screen">
      <h1>Check a phone number</h1>
      <PhoneInput country="US" />
    </main>
  );
}
