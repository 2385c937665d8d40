import fs from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** Build-time settings; .env.example documents each. Unset ones mean the local stack. */
const BUILD_ENV_KEYS = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_APP_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FORM_ENDPOINT',
  'FORM_ACCESS_KEY',
  'GOOGLE_CLIENT_ID',
  'ANALYTICS_SRC',
  'SITE_URL',
  'AUTH_EMULATOR_PORT',
  'FIRESTORE_EMULATOR_PORT',
  'INBOX_PORT',
] as const;

const envFile = path.resolve(__dirname, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

function buildEnvDefinitions(): Record<string, string> {
  const definitions: Record<string, string> = {};
  for (const key of BUILD_ENV_KEYS) {
    definitions[`process.env.${key}`] = JSON.stringify(process.env[key] ?? '');
  }
  return definitions;
}

type WebpackArgv = { mode?: Configuration['mode'] };

export default function config(
  _env: unknown,
  argv: WebpackArgv,
): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(buildEnvDefinitions()),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      client: { overlay: { warnings: false } },
    },
  };
}
