import IntlTelInput from '@intl-tel-input/react';
import 'intl-tel-input/styles';
import { mount } from '../mount';

// The README's lazy variant: the ~260 KB utils (formatting, validation) load as their own chunk.
mount(
  <IntlTelInput
    initialCountry="us"
    loadUtils={() => import('intl-tel-input/utils')}
    inputProps={{ 'aria-label': 'Phone number' }}
  />,
);
