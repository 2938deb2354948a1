# missing: celery_executor (decorated executor; config schema, no Python signature; @executor in dagster_celery/executor.py, not read)

# file: python_modules/libraries/dagster-celery/dagster_celery/make_app.py @0f579dd45a7ad8ee625b5b1f2b1977f0331f6c23
def make_app(app_args=None): ...
