import { useState } from 'react';
import { mount } from '../mount';

function Field() {
  const [value, setValue] = useState('');
  return (
    <label>
      Phone number{' '}
      <input type="tel" autoComplete="tel" value={value} onChange={(e) => setValue(e.target.value)} />
    </label>
  );
}
mount(<Field />);
