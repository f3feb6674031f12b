import IntlTelInput from '@intl-tel-input/react/with-utils';
import 'intl-tel-input/styles';
import { mount } from '../mount';

mount(<IntlTelInput initOptions={{ initialCountry: 'us' }} inputProps={{ 'aria-label': 'Phone number' }} />);
