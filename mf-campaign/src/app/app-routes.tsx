import { Route, Routes } from 'react-router';
import { Worldcup2022Page } from '../features/worldcup2022/worldcup2022-page';

/** One route per campaign; paths the remote does not serve render nothing (the shell owns 404). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/worldcup2022" element={<Worldcup2022Page />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
