# file: python_modules/libraries/dagster-spark/dagster_spark/ops.py @0e838343cb1e3fc4a724ca2f3544444178f9953b
def create_spark_op(name, main_class, description=None, required_resource_keys=frozenset(["spark"])): ...

# file: python_modules/libraries/dagster-spark/dagster_spark/resources.py @091d841894c25f0223d5234aa0c275fd69ef84e8
# missing: spark_resource (decorated resource; no call signature)

# file: python_modules/libraries/dagster-spark/dagster_spark/utils.py @1e0fa310e079cfbd7f3482cb3fd7e4205436197e
def construct_spark_shell_command(application_jar, main_class, master_url=None, spark_conf=None, deploy_mode=None, application_arguments=None, spark_home=None): ...

# file: python_modules/libraries/dagster-spark/dagster_spark/types.py @29c8873d9dd344863b4a6c9f87e8d0d318dee3c8
class SparkOpError:
    ...

# file: python_modules/libraries/dagster-spark/dagster_spark/configs.py @2428a715d0719462eb6606dc4ca47f992bbc0ee0
def define_spark_config(): ...
