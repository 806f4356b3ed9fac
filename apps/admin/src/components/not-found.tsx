import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { T } from '@/text/ar';

/** Any /admin path that is not a screen. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <main>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{T.notFound.title}</h1>}
        subTitle={
          <>
            <strong>{T.notFound.subtitle}</strong>
            <br />
            {T.notFound.description}
          </>
        }
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {T.notFound.back}
          </Button>
        }
      />
    </main>
  );
}
