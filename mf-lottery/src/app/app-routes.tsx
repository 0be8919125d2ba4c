import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { CheckLotteryPage } from './routes/check-lottery';

/** The paths this remote serves; on any other path (the shell's) it renders nothing. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.latest.path} element={<CheckLotteryPage />} />
      <Route path={paths.draw.path} element={<CheckLotteryPage />} />
      <Route path={paths.legacy.path} element={<CheckLotteryPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
