// The anchor page's build: React 19 alone, production mode, one bundle (see src/index.tsx).
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

const config: Configuration = {
  context: __dirname,
  mode: 'production',
  entry: { main: './src/index.tsx' },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].[contenthash:8].js', clean: true },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html'), minify: true }),
  ],
};

export default config;
