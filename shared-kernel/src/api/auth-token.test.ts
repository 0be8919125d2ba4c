import { $authToken, clearAuthToken, setAuthToken } from './auth-token';

afterEach(() => clearAuthToken());

it('holds the token set at login and forgets it at logout', () => {
  expect($authToken.get()).toBeNull();
  setAuthToken('abc');
  expect($authToken.get()).toBe('abc');
  clearAuthToken();
  expect($authToken.get()).toBeNull();
});

it('treats a blank token as no token, so no empty Bearer header is sent', () => {
  setAuthToken('  ');
  expect($authToken.get()).toBeNull();
  setAuthToken(' abc \n');
  expect($authToken.get()).toBe('abc');
});
